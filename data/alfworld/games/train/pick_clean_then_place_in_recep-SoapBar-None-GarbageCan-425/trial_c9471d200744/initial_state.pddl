(define (problem plan_trial_c9471d200744)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        SoapBar_bar__minus_01_dot_14_bar__plus_00_dot_44_bar__plus_03_dot_26 - object
        SoapBar_bar__minus_00_dot_93_bar__plus_00_dot_52_bar__plus_04_dot_16 - object
        SoapBar_bar__minus_01_dot_15_bar__plus_00_dot_47_bar__plus_02_dot_28 - object
        Candle_bar__minus_01_dot_39_bar__plus_00_dot_41_bar__plus_03_dot_23 - object
        Candle_bar__minus_01_dot_01_bar__plus_00_dot_51_bar__plus_02_dot_02 - object
        TissueBox_bar__minus_01_dot_04_bar__plus_00_dot_65_bar__plus_02_dot_24 - object
        TissueBox_bar__minus_01_dot_00_bar__plus_00_dot_64_bar__plus_02_dot_07 - object
        Cloth_bar__minus_01_dot_16_bar__plus_00_dot_46_bar__plus_02_dot_25 - object
        Cloth_bar__minus_01_dot_09_bar__plus_00_dot_56_bar__plus_02_dot_89 - object
        Plunger_bar__minus_01_dot_12_bar__plus_00_dot_62_bar__plus_03_dot_10 - object
        SoapBottle_bar__minus_00_dot_39_bar__plus_00_dot_75_bar__plus_01_dot_73 - object
        SoapBottle_bar__minus_01_dot_08_bar__plus_00_dot_62_bar__plus_04_dot_26 - object
        HandTowel_bar__minus_01_dot_10_bar__plus_01_dot_18_bar__plus_03_dot_23 - object
        ToiletPaper_bar__minus_00_dot_91_bar__plus_00_dot_45_bar__plus_02_dot_19 - object
        SprayBottle_bar__minus_01_dot_31_bar__plus_01_dot_06_bar__plus_02_dot_89 - object
        SprayBottle_bar__minus_01_dot_29_bar__plus_00_dot_42_bar__plus_02_dot_77 - object
        Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_13 - receptacle
        Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_03 - receptacle
        Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_06 - receptacle
        Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_97 - receptacle
        CounterTop_bar__minus_01_dot_35_bar__plus_00_dot_97_bar__plus_02_dot_95 - receptacle
        Toilet_bar__minus_00_dot_04_bar__plus_00_dot_09_bar__plus_01_dot_73 - receptacle
        GarbageCan_bar__minus_00_dot_21_bar__plus_00_dot_71_bar__plus_01_dot_85 - receptacle
        HandTowelHolder_bar__minus_00_dot_81_bar__plus_00_dot_89_bar__plus_03_dot_52 - receptacle
        SinkBasin_bar__minus_00_dot_30_bar__plus_00_dot_63_bar__plus_03_dot_81 - receptacle
        ToiletPaperHanger_bar__minus_00_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_90 - receptacle
        TowelHolder_bar__minus_00_dot_80_bar__plus_00_dot_91_bar__plus_02_dot_31 - receptacle
        loc_bar__minus_1_bar_11_bar_2_bar_30 - location
        loc_bar__minus_1_bar_11_bar_3_bar_30 - location
        loc_bar__minus_1_bar_12_bar_0_bar_60 - location
        loc_bar__minus_1_bar_12_bar_3_bar_30 - location
        loc_bar__minus_1_bar_13_bar_3_bar_30 - location
        loc_bar__minus_1_bar_15_bar_2_bar_45 - location
        loc_bar__minus_1_bar_7_bar_2_bar_45 - location
        loc_bar__minus_1_bar_9_bar_3_bar_30 - location
        loc_bar__minus_3_bar_12_bar_3_bar_30 - location
        loc_bar__minus_3_bar_14_bar_0_bar_0 - location
        loc_bar__minus_3_bar_9_bar_3_bar_30 - location
        loc_bar_0_bar_15_bar_3_bar_30 - location
    )
(:init
        (receptacleType Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_13 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_13 loc_bar__minus_1_bar_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_13)
        (receptacleType Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_03 loc_bar__minus_1_bar_9_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_03)
        (receptacleType Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_06 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_06 loc_bar__minus_1_bar_11_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_06)
        (receptacleType Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_97 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_97 loc_bar__minus_1_bar_13_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_97)
        (receptacleType CounterTop_bar__minus_01_dot_35_bar__plus_00_dot_97_bar__plus_02_dot_95 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_35_bar__plus_00_dot_97_bar__plus_02_dot_95 loc_bar__minus_3_bar_12_bar_3_bar_30)
        (receptacleType Toilet_bar__minus_00_dot_04_bar__plus_00_dot_09_bar__plus_01_dot_73 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_00_dot_04_bar__plus_00_dot_09_bar__plus_01_dot_73 loc_bar__minus_1_bar_11_bar_2_bar_30)
        (receptacleType GarbageCan_bar__minus_00_dot_21_bar__plus_00_dot_71_bar__plus_01_dot_85 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_21_bar__plus_00_dot_71_bar__plus_01_dot_85 loc_bar__minus_1_bar_7_bar_2_bar_45)
        (receptacleType HandTowelHolder_bar__minus_00_dot_81_bar__plus_00_dot_89_bar__plus_03_dot_52 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar__minus_00_dot_81_bar__plus_00_dot_89_bar__plus_03_dot_52 loc_bar__minus_3_bar_14_bar_0_bar_0)
        (receptacleType SinkBasin_bar__minus_00_dot_30_bar__plus_00_dot_63_bar__plus_03_dot_81 SinkBasinType)
        (receptacleAtLocation SinkBasin_bar__minus_00_dot_30_bar__plus_00_dot_63_bar__plus_03_dot_81 loc_bar__minus_1_bar_15_bar_2_bar_45)
        (receptacleType ToiletPaperHanger_bar__minus_00_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_90 ToiletPaperHangerType)
        (receptacleAtLocation ToiletPaperHanger_bar__minus_00_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_90 loc_bar__minus_1_bar_12_bar_0_bar_60)
        (receptacleType TowelHolder_bar__minus_00_dot_80_bar__plus_00_dot_91_bar__plus_02_dot_31 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_00_dot_80_bar__plus_00_dot_91_bar__plus_02_dot_31 loc_bar__minus_3_bar_9_bar_3_bar_30)
        (objectType SoapBar_bar__minus_01_dot_14_bar__plus_00_dot_44_bar__plus_03_dot_26 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_14_bar__plus_00_dot_44_bar__plus_03_dot_26 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_06)
        (objectAtLocation SoapBar_bar__minus_01_dot_14_bar__plus_00_dot_44_bar__plus_03_dot_26 loc_bar__minus_1_bar_11_bar_3_bar_30)
        (cleanable SoapBar_bar__minus_01_dot_14_bar__plus_00_dot_44_bar__plus_03_dot_26)
        (pickupable SoapBar_bar__minus_01_dot_14_bar__plus_00_dot_44_bar__plus_03_dot_26)
        (objectType SoapBar_bar__minus_00_dot_93_bar__plus_00_dot_52_bar__plus_04_dot_16 SoapBarType)
        (inReceptacle SoapBar_bar__minus_00_dot_93_bar__plus_00_dot_52_bar__plus_04_dot_16 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_97)
        (objectAtLocation SoapBar_bar__minus_00_dot_93_bar__plus_00_dot_52_bar__plus_04_dot_16 loc_bar__minus_1_bar_13_bar_3_bar_30)
        (cleanable SoapBar_bar__minus_00_dot_93_bar__plus_00_dot_52_bar__plus_04_dot_16)
        (pickupable SoapBar_bar__minus_00_dot_93_bar__plus_00_dot_52_bar__plus_04_dot_16)
        (objectType SoapBar_bar__minus_01_dot_15_bar__plus_00_dot_47_bar__plus_02_dot_28 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_15_bar__plus_00_dot_47_bar__plus_02_dot_28 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_13)
        (objectAtLocation SoapBar_bar__minus_01_dot_15_bar__plus_00_dot_47_bar__plus_02_dot_28 loc_bar__minus_1_bar_12_bar_3_bar_30)
        (cleanable SoapBar_bar__minus_01_dot_15_bar__plus_00_dot_47_bar__plus_02_dot_28)
        (pickupable SoapBar_bar__minus_01_dot_15_bar__plus_00_dot_47_bar__plus_02_dot_28)
        (objectType Candle_bar__minus_01_dot_39_bar__plus_00_dot_41_bar__plus_03_dot_23 CandleType)
        (inReceptacle Candle_bar__minus_01_dot_39_bar__plus_00_dot_41_bar__plus_03_dot_23 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_03)
        (objectAtLocation Candle_bar__minus_01_dot_39_bar__plus_00_dot_41_bar__plus_03_dot_23 loc_bar__minus_1_bar_9_bar_3_bar_30)
        (pickupable Candle_bar__minus_01_dot_39_bar__plus_00_dot_41_bar__plus_03_dot_23)
        (objectType Candle_bar__minus_01_dot_01_bar__plus_00_dot_51_bar__plus_02_dot_02 CandleType)
        (inReceptacle Candle_bar__minus_01_dot_01_bar__plus_00_dot_51_bar__plus_02_dot_02 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_13)
        (objectAtLocation Candle_bar__minus_01_dot_01_bar__plus_00_dot_51_bar__plus_02_dot_02 loc_bar__minus_1_bar_12_bar_3_bar_30)
        (pickupable Candle_bar__minus_01_dot_01_bar__plus_00_dot_51_bar__plus_02_dot_02)
        (objectType TissueBox_bar__minus_01_dot_04_bar__plus_00_dot_65_bar__plus_02_dot_24 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_01_dot_04_bar__plus_00_dot_65_bar__plus_02_dot_24 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_13)
        (objectAtLocation TissueBox_bar__minus_01_dot_04_bar__plus_00_dot_65_bar__plus_02_dot_24 loc_bar__minus_1_bar_12_bar_3_bar_30)
        (pickupable TissueBox_bar__minus_01_dot_04_bar__plus_00_dot_65_bar__plus_02_dot_24)
        (objectType TissueBox_bar__minus_01_dot_00_bar__plus_00_dot_64_bar__plus_02_dot_07 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_01_dot_00_bar__plus_00_dot_64_bar__plus_02_dot_07 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_13)
        (objectAtLocation TissueBox_bar__minus_01_dot_00_bar__plus_00_dot_64_bar__plus_02_dot_07 loc_bar__minus_1_bar_12_bar_3_bar_30)
        (pickupable TissueBox_bar__minus_01_dot_00_bar__plus_00_dot_64_bar__plus_02_dot_07)
        (objectType Cloth_bar__minus_01_dot_16_bar__plus_00_dot_46_bar__plus_02_dot_25 ClothType)
        (inReceptacle Cloth_bar__minus_01_dot_16_bar__plus_00_dot_46_bar__plus_02_dot_25 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_13)
        (objectAtLocation Cloth_bar__minus_01_dot_16_bar__plus_00_dot_46_bar__plus_02_dot_25 loc_bar__minus_1_bar_12_bar_3_bar_30)
        (cleanable Cloth_bar__minus_01_dot_16_bar__plus_00_dot_46_bar__plus_02_dot_25)
        (pickupable Cloth_bar__minus_01_dot_16_bar__plus_00_dot_46_bar__plus_02_dot_25)
        (objectType Cloth_bar__minus_01_dot_09_bar__plus_00_dot_56_bar__plus_02_dot_89 ClothType)
        (inReceptacle Cloth_bar__minus_01_dot_09_bar__plus_00_dot_56_bar__plus_02_dot_89 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_06)
        (objectAtLocation Cloth_bar__minus_01_dot_09_bar__plus_00_dot_56_bar__plus_02_dot_89 loc_bar__minus_1_bar_11_bar_3_bar_30)
        (cleanable Cloth_bar__minus_01_dot_09_bar__plus_00_dot_56_bar__plus_02_dot_89)
        (pickupable Cloth_bar__minus_01_dot_09_bar__plus_00_dot_56_bar__plus_02_dot_89)
        (objectType Plunger_bar__minus_01_dot_12_bar__plus_00_dot_62_bar__plus_03_dot_10 PlungerType)
        (inReceptacle Plunger_bar__minus_01_dot_12_bar__plus_00_dot_62_bar__plus_03_dot_10 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_03)
        (objectAtLocation Plunger_bar__minus_01_dot_12_bar__plus_00_dot_62_bar__plus_03_dot_10 loc_bar__minus_1_bar_9_bar_3_bar_30)
        (pickupable Plunger_bar__minus_01_dot_12_bar__plus_00_dot_62_bar__plus_03_dot_10)
        (objectType SoapBottle_bar__minus_00_dot_39_bar__plus_00_dot_75_bar__plus_01_dot_73 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_39_bar__plus_00_dot_75_bar__plus_01_dot_73 GarbageCan_bar__minus_00_dot_21_bar__plus_00_dot_71_bar__plus_01_dot_85)
        (objectAtLocation SoapBottle_bar__minus_00_dot_39_bar__plus_00_dot_75_bar__plus_01_dot_73 loc_bar__minus_1_bar_7_bar_2_bar_45)
        (pickupable SoapBottle_bar__minus_00_dot_39_bar__plus_00_dot_75_bar__plus_01_dot_73)
        (objectType SoapBottle_bar__minus_01_dot_08_bar__plus_00_dot_62_bar__plus_04_dot_26 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_08_bar__plus_00_dot_62_bar__plus_04_dot_26 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_97)
        (objectAtLocation SoapBottle_bar__minus_01_dot_08_bar__plus_00_dot_62_bar__plus_04_dot_26 loc_bar__minus_1_bar_13_bar_3_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_08_bar__plus_00_dot_62_bar__plus_04_dot_26)
        (objectType HandTowel_bar__minus_01_dot_10_bar__plus_01_dot_18_bar__plus_03_dot_23 HandTowelType)
        (inReceptacle HandTowel_bar__minus_01_dot_10_bar__plus_01_dot_18_bar__plus_03_dot_23 HandTowelHolder_bar__minus_00_dot_81_bar__plus_00_dot_89_bar__plus_03_dot_52)
        (objectAtLocation HandTowel_bar__minus_01_dot_10_bar__plus_01_dot_18_bar__plus_03_dot_23 loc_bar__minus_3_bar_14_bar_0_bar_0)
        (pickupable HandTowel_bar__minus_01_dot_10_bar__plus_01_dot_18_bar__plus_03_dot_23)
        (objectType ToiletPaper_bar__minus_00_dot_91_bar__plus_00_dot_45_bar__plus_02_dot_19 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_00_dot_91_bar__plus_00_dot_45_bar__plus_02_dot_19 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_13)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_91_bar__plus_00_dot_45_bar__plus_02_dot_19 loc_bar__minus_1_bar_12_bar_3_bar_30)
        (pickupable ToiletPaper_bar__minus_00_dot_91_bar__plus_00_dot_45_bar__plus_02_dot_19)
        (objectType SprayBottle_bar__minus_01_dot_31_bar__plus_01_dot_06_bar__plus_02_dot_89 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_01_dot_31_bar__plus_01_dot_06_bar__plus_02_dot_89 CounterTop_bar__minus_01_dot_35_bar__plus_00_dot_97_bar__plus_02_dot_95)
        (objectAtLocation SprayBottle_bar__minus_01_dot_31_bar__plus_01_dot_06_bar__plus_02_dot_89 loc_bar__minus_3_bar_12_bar_3_bar_30)
        (pickupable SprayBottle_bar__minus_01_dot_31_bar__plus_01_dot_06_bar__plus_02_dot_89)
        (objectType SprayBottle_bar__minus_01_dot_29_bar__plus_00_dot_42_bar__plus_02_dot_77 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_01_dot_29_bar__plus_00_dot_42_bar__plus_02_dot_77 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_03)
        (objectAtLocation SprayBottle_bar__minus_01_dot_29_bar__plus_00_dot_42_bar__plus_02_dot_77 loc_bar__minus_1_bar_9_bar_3_bar_30)
        (pickupable SprayBottle_bar__minus_01_dot_29_bar__plus_00_dot_42_bar__plus_02_dot_77)
        (canContain CabinetType CandleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType TissueBoxType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType TissueBoxType)
        (canContain CounterTopType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType TissueBoxType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType TissueBoxType)
        (canContain ToiletType ToiletPaperType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (atLocation agent1 loc_bar_0_bar_15_bar_3_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r GarbageCanType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
(define (problem plan_trial_5f3095997731)
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
        Cloth_bar__minus_01_dot_11_bar__plus_00_dot_58_bar__plus_00_dot_68 - object
        Cloth_bar__plus_00_dot_39_bar__plus_00_dot_51_bar__plus_02_dot_37 - object
        Candle_bar__plus_00_dot_90_bar__plus_00_dot_99_bar__plus_01_dot_73 - object
        Towel_bar__minus_00_dot_52_bar__plus_00_dot_24_bar__plus_02_dot_42 - object
        ToiletPaper_bar__minus_00_dot_63_bar__plus_00_dot_61_bar__plus_01_dot_05 - object
        ToiletPaper_bar__plus_00_dot_56_bar__plus_00_dot_56_bar__plus_02_dot_49 - object
        SprayBottle_bar__minus_02_dot_24_bar__plus_00_dot_02_bar__plus_01_dot_74 - object
        SoapBottle_bar__minus_02_dot_23_bar__plus_00_dot_30_bar__plus_01_dot_44 - object
        Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin - receptacle
        CounterTop_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_01_dot_96 - receptacle
        CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_16_bar__plus_00_dot_53 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42 - receptacle
        Sink_bar__plus_00_dot_81_bar__plus_00_dot_70_bar__plus_01_dot_92_bar_SinkBasin - receptacle
        Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63 - receptacle
        GarbageCan_bar__minus_02_dot_18_bar__plus_00_dot_21_bar__plus_01_dot_40 - receptacle
        HandTowelHolder_bar__minus_01_dot_89_bar__plus_00_dot_51_bar__plus_00_dot_94 - receptacle
        ToiletPaperHanger_bar__minus_00_dot_84_bar__plus_00_dot_60_bar__plus_01_dot_09 - receptacle
        TowelHolder_bar__minus_00_dot_26_bar__plus_00_dot_20_bar__plus_02_dot_25 - receptacle
        loc_bar__minus_1_bar_8_bar_1_bar_30 - location
        loc_bar__minus_1_bar_9_bar_0_bar_45 - location
        loc_bar__minus_3_bar_4_bar_0_bar_45 - location
        loc_bar__minus_3_bar_5_bar_1_bar_30 - location
        loc_bar__minus_3_bar_6_bar_2_bar_30 - location
        loc_bar__minus_3_bar_8_bar_1_bar_30 - location
        loc_bar__minus_3_bar_9_bar_1_bar_30 - location
        loc_bar__minus_4_bar_6_bar_1_bar_30 - location
        loc_bar__minus_7_bar_9_bar_2_bar_30 - location
        loc_bar__minus_8_bar_4_bar_2_bar_15 - location
        loc_bar__minus_9_bar_6_bar_3_bar_45 - location
        loc_bar__minus_9_bar_9_bar_2_bar_30 - location
        loc_bar_0_bar_2_bar_0_bar_30 - location
        loc_bar_0_bar_6_bar_1_bar_30 - location
    )
(:init
        (receptacleType Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin loc_bar__minus_3_bar_6_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_01_dot_96 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_01_dot_96 loc_bar__minus_1_bar_8_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_16_bar__plus_00_dot_53 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_16_bar__plus_00_dot_53 loc_bar__minus_7_bar_9_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49 loc_bar__minus_4_bar_6_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49 loc_bar__minus_3_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42 loc_bar__minus_3_bar_9_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42)
        (receptacleType Sink_bar__plus_00_dot_81_bar__plus_00_dot_70_bar__plus_01_dot_92_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_81_bar__plus_00_dot_70_bar__plus_01_dot_92_bar_SinkBasin loc_bar_0_bar_6_bar_1_bar_30)
        (receptacleType Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63 loc_bar__minus_9_bar_9_bar_2_bar_30)
        (receptacleType GarbageCan_bar__minus_02_dot_18_bar__plus_00_dot_21_bar__plus_01_dot_40 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_02_dot_18_bar__plus_00_dot_21_bar__plus_01_dot_40 loc_bar__minus_9_bar_6_bar_3_bar_45)
        (receptacleType HandTowelHolder_bar__minus_01_dot_89_bar__plus_00_dot_51_bar__plus_00_dot_94 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar__minus_01_dot_89_bar__plus_00_dot_51_bar__plus_00_dot_94 loc_bar__minus_8_bar_4_bar_2_bar_15)
        (receptacleType ToiletPaperHanger_bar__minus_00_dot_84_bar__plus_00_dot_60_bar__plus_01_dot_09 ToiletPaperHangerType)
        (receptacleAtLocation ToiletPaperHanger_bar__minus_00_dot_84_bar__plus_00_dot_60_bar__plus_01_dot_09 loc_bar__minus_3_bar_4_bar_0_bar_45)
        (receptacleType TowelHolder_bar__minus_00_dot_26_bar__plus_00_dot_20_bar__plus_02_dot_25 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_00_dot_26_bar__plus_00_dot_20_bar__plus_02_dot_25 loc_bar__minus_1_bar_9_bar_0_bar_45)
        (objectType Cloth_bar__minus_01_dot_11_bar__plus_00_dot_58_bar__plus_00_dot_68 ClothType)
        (inReceptacle Cloth_bar__minus_01_dot_11_bar__plus_00_dot_58_bar__plus_00_dot_68 Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin)
        (objectAtLocation Cloth_bar__minus_01_dot_11_bar__plus_00_dot_58_bar__plus_00_dot_68 loc_bar__minus_3_bar_6_bar_2_bar_30)
        (cleanable Cloth_bar__minus_01_dot_11_bar__plus_00_dot_58_bar__plus_00_dot_68)
        (pickupable Cloth_bar__minus_01_dot_11_bar__plus_00_dot_58_bar__plus_00_dot_68)
        (objectType Cloth_bar__plus_00_dot_39_bar__plus_00_dot_51_bar__plus_02_dot_37 ClothType)
        (inReceptacle Cloth_bar__plus_00_dot_39_bar__plus_00_dot_51_bar__plus_02_dot_37 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42)
        (objectAtLocation Cloth_bar__plus_00_dot_39_bar__plus_00_dot_51_bar__plus_02_dot_37 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (cleanable Cloth_bar__plus_00_dot_39_bar__plus_00_dot_51_bar__plus_02_dot_37)
        (pickupable Cloth_bar__plus_00_dot_39_bar__plus_00_dot_51_bar__plus_02_dot_37)
        (objectType Candle_bar__plus_00_dot_90_bar__plus_00_dot_99_bar__plus_01_dot_73 CandleType)
        (inReceptacle Candle_bar__plus_00_dot_90_bar__plus_00_dot_99_bar__plus_01_dot_73 CounterTop_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_01_dot_96)
        (objectAtLocation Candle_bar__plus_00_dot_90_bar__plus_00_dot_99_bar__plus_01_dot_73 loc_bar__minus_1_bar_8_bar_1_bar_30)
        (pickupable Candle_bar__plus_00_dot_90_bar__plus_00_dot_99_bar__plus_01_dot_73)
        (objectType Towel_bar__minus_00_dot_52_bar__plus_00_dot_24_bar__plus_02_dot_42 TowelType)
        (inReceptacle Towel_bar__minus_00_dot_52_bar__plus_00_dot_24_bar__plus_02_dot_42 TowelHolder_bar__minus_00_dot_26_bar__plus_00_dot_20_bar__plus_02_dot_25)
        (objectAtLocation Towel_bar__minus_00_dot_52_bar__plus_00_dot_24_bar__plus_02_dot_42 loc_bar__minus_1_bar_9_bar_0_bar_45)
        (pickupable Towel_bar__minus_00_dot_52_bar__plus_00_dot_24_bar__plus_02_dot_42)
        (objectType ToiletPaper_bar__minus_00_dot_63_bar__plus_00_dot_61_bar__plus_01_dot_05 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_00_dot_63_bar__plus_00_dot_61_bar__plus_01_dot_05 ToiletPaperHanger_bar__minus_00_dot_84_bar__plus_00_dot_60_bar__plus_01_dot_09)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_63_bar__plus_00_dot_61_bar__plus_01_dot_05 loc_bar__minus_3_bar_4_bar_0_bar_45)
        (pickupable ToiletPaper_bar__minus_00_dot_63_bar__plus_00_dot_61_bar__plus_01_dot_05)
        (objectType ToiletPaper_bar__plus_00_dot_56_bar__plus_00_dot_56_bar__plus_02_dot_49 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_00_dot_56_bar__plus_00_dot_56_bar__plus_02_dot_49 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42)
        (objectAtLocation ToiletPaper_bar__plus_00_dot_56_bar__plus_00_dot_56_bar__plus_02_dot_49 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable ToiletPaper_bar__plus_00_dot_56_bar__plus_00_dot_56_bar__plus_02_dot_49)
        (objectType SprayBottle_bar__minus_02_dot_24_bar__plus_00_dot_02_bar__plus_01_dot_74 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_24_bar__plus_00_dot_02_bar__plus_01_dot_74 Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63)
        (objectAtLocation SprayBottle_bar__minus_02_dot_24_bar__plus_00_dot_02_bar__plus_01_dot_74 loc_bar__minus_9_bar_9_bar_2_bar_30)
        (pickupable SprayBottle_bar__minus_02_dot_24_bar__plus_00_dot_02_bar__plus_01_dot_74)
        (objectType SoapBottle_bar__minus_02_dot_23_bar__plus_00_dot_30_bar__plus_01_dot_44 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_23_bar__plus_00_dot_30_bar__plus_01_dot_44 GarbageCan_bar__minus_02_dot_18_bar__plus_00_dot_21_bar__plus_01_dot_40)
        (objectAtLocation SoapBottle_bar__minus_02_dot_23_bar__plus_00_dot_30_bar__plus_01_dot_44 loc_bar__minus_9_bar_6_bar_3_bar_45)
        (pickupable SoapBottle_bar__minus_02_dot_23_bar__plus_00_dot_30_bar__plus_01_dot_44)
        (canContain BathtubBasinType ClothType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain SinkBasinType ClothType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (canContain TowelHolderType TowelType)
        (atLocation agent1 loc_bar_0_bar_2_bar_0_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ClothType)
                            (receptacleType ?r GarbageCanType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
(define (problem plan_trial_055b0067ea60)
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
        HandTowel_bar__minus_02_dot_52_bar__plus_00_dot_56_bar__minus_03_dot_39 - object
        HandTowel_bar__minus_02_dot_25_bar__plus_00_dot_35_bar__minus_03_dot_99 - object
        Plunger_bar__minus_02_dot_51_bar__plus_00_dot_52_bar__minus_02_dot_96 - object
        Plunger_bar__minus_02_dot_09_bar__plus_00_dot_37_bar__minus_03_dot_10 - object
        Towel_bar__minus_02_dot_46_bar__plus_00_dot_17_bar__minus_02_dot_67 - object
        Towel_bar__minus_02_dot_30_bar__plus_00_dot_18_bar__minus_02_dot_91 - object
        SoapBottle_bar__minus_00_dot_60_bar__plus_00_dot_27_bar__minus_03_dot_00 - object
        SoapBar_bar__minus_00_dot_20_bar__plus_00_dot_17_bar__minus_03_dot_21 - object
        SoapBar_bar__minus_02_dot_58_bar__plus_01_dot_01_bar__minus_03_dot_16 - object
        ToiletPaper_bar__minus_00_dot_58_bar__plus_00_dot_27_bar__minus_03_dot_05 - object
        ToiletPaper_bar__minus_02_dot_36_bar__plus_00_dot_37_bar__minus_02_dot_21 - object
        Cloth_bar__minus_01_dot_86_bar__plus_00_dot_35_bar__minus_03_dot_60 - object
        SprayBottle_bar__minus_00_dot_25_bar__plus_00_dot_19_bar__minus_02_dot_88 - object
        Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_32_bar__minus_03_dot_25 - receptacle
        Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_32_bar__minus_03_dot_81 - receptacle
        Cabinet_bar__minus_02_dot_30_bar__plus_00_dot_35_bar__minus_02_dot_25 - receptacle
        CounterTop_bar__minus_02_dot_63_bar__plus_00_dot_84_bar__minus_03_dot_04 - receptacle
        Toilet_bar__minus_00_dot_45_bar__plus_00_dot_00_bar__minus_03_dot_05 - receptacle
        GarbageCan_bar__minus_02_dot_14_bar__plus_00_dot_28_bar__minus_03_dot_59 - receptacle
        HandTowelHolder_bar__minus_02_dot_45_bar__plus_00_dot_79_bar__minus_02_dot_32 - receptacle
        SinkBasin_bar__minus_02_dot_03_bar__plus_00_dot_01_bar__minus_03_dot_80 - receptacle
        ToiletPaperHanger_bar__minus_02_dot_22_bar__plus_00_dot_42_bar__minus_02_dot_49 - receptacle
        TowelHolder_bar__minus_02_dot_42_bar__plus_00_dot_15_bar__minus_02_dot_74 - receptacle
        loc_bar__minus_10_bar__minus_11_bar_1_bar_30 - location
        loc_bar__minus_10_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_14_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_14_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_12_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_12_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_14_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_12_bar_3_bar_30 - location
        loc_bar__minus_8_bar__minus_15_bar_1_bar_0 - location
        loc_bar__minus_9_bar__minus_10_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_14_bar_0_bar_60 - location
    )
(:init
        (receptacleType Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_32_bar__minus_03_dot_25 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_32_bar__minus_03_dot_25 loc_bar__minus_5_bar__minus_14_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_32_bar__minus_03_dot_25)
        (receptacleType Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_32_bar__minus_03_dot_81 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_32_bar__minus_03_dot_81 loc_bar__minus_5_bar__minus_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_32_bar__minus_03_dot_81)
        (receptacleType Cabinet_bar__minus_02_dot_30_bar__plus_00_dot_35_bar__minus_02_dot_25 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_30_bar__plus_00_dot_35_bar__minus_02_dot_25 loc_bar__minus_4_bar__minus_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_30_bar__plus_00_dot_35_bar__minus_02_dot_25)
        (receptacleType CounterTop_bar__minus_02_dot_63_bar__plus_00_dot_84_bar__minus_03_dot_04 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_63_bar__plus_00_dot_84_bar__minus_03_dot_04 loc_bar__minus_7_bar__minus_12_bar_3_bar_30)
        (receptacleType Toilet_bar__minus_00_dot_45_bar__plus_00_dot_00_bar__minus_03_dot_05 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_00_dot_45_bar__plus_00_dot_00_bar__minus_03_dot_05 loc_bar__minus_3_bar__minus_14_bar_1_bar_30)
        (receptacleType GarbageCan_bar__minus_02_dot_14_bar__plus_00_dot_28_bar__minus_03_dot_59 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_02_dot_14_bar__plus_00_dot_28_bar__minus_03_dot_59 loc_bar__minus_9_bar__minus_14_bar_0_bar_60)
        (receptacleType HandTowelHolder_bar__minus_02_dot_45_bar__plus_00_dot_79_bar__minus_02_dot_32 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar__minus_02_dot_45_bar__plus_00_dot_79_bar__minus_02_dot_32 loc_bar__minus_10_bar__minus_9_bar_1_bar_30)
        (receptacleType SinkBasin_bar__minus_02_dot_03_bar__plus_00_dot_01_bar__minus_03_dot_80 SinkBasinType)
        (receptacleAtLocation SinkBasin_bar__minus_02_dot_03_bar__plus_00_dot_01_bar__minus_03_dot_80 loc_bar__minus_8_bar__minus_15_bar_1_bar_0)
        (receptacleType ToiletPaperHanger_bar__minus_02_dot_22_bar__plus_00_dot_42_bar__minus_02_dot_49 ToiletPaperHangerType)
        (receptacleAtLocation ToiletPaperHanger_bar__minus_02_dot_22_bar__plus_00_dot_42_bar__minus_02_dot_49 loc_bar__minus_9_bar__minus_10_bar_3_bar_30)
        (receptacleType TowelHolder_bar__minus_02_dot_42_bar__plus_00_dot_15_bar__minus_02_dot_74 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_02_dot_42_bar__plus_00_dot_15_bar__minus_02_dot_74 loc_bar__minus_10_bar__minus_11_bar_1_bar_30)
        (objectType HandTowel_bar__minus_02_dot_52_bar__plus_00_dot_56_bar__minus_03_dot_39 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_52_bar__plus_00_dot_56_bar__minus_03_dot_39 Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_32_bar__minus_03_dot_25)
        (objectAtLocation HandTowel_bar__minus_02_dot_52_bar__plus_00_dot_56_bar__minus_03_dot_39 loc_bar__minus_5_bar__minus_14_bar_3_bar_30)
        (pickupable HandTowel_bar__minus_02_dot_52_bar__plus_00_dot_56_bar__minus_03_dot_39)
        (objectType HandTowel_bar__minus_02_dot_25_bar__plus_00_dot_35_bar__minus_03_dot_99 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_25_bar__plus_00_dot_35_bar__minus_03_dot_99 Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_32_bar__minus_03_dot_81)
        (objectAtLocation HandTowel_bar__minus_02_dot_25_bar__plus_00_dot_35_bar__minus_03_dot_99 loc_bar__minus_5_bar__minus_12_bar_3_bar_30)
        (pickupable HandTowel_bar__minus_02_dot_25_bar__plus_00_dot_35_bar__minus_03_dot_99)
        (objectType Plunger_bar__minus_02_dot_51_bar__plus_00_dot_52_bar__minus_02_dot_96 PlungerType)
        (inReceptacle Plunger_bar__minus_02_dot_51_bar__plus_00_dot_52_bar__minus_02_dot_96 Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_32_bar__minus_03_dot_25)
        (objectAtLocation Plunger_bar__minus_02_dot_51_bar__plus_00_dot_52_bar__minus_02_dot_96 loc_bar__minus_5_bar__minus_14_bar_3_bar_30)
        (pickupable Plunger_bar__minus_02_dot_51_bar__plus_00_dot_52_bar__minus_02_dot_96)
        (objectType Plunger_bar__minus_02_dot_09_bar__plus_00_dot_37_bar__minus_03_dot_10 PlungerType)
        (inReceptacle Plunger_bar__minus_02_dot_09_bar__plus_00_dot_37_bar__minus_03_dot_10 Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_32_bar__minus_03_dot_25)
        (objectAtLocation Plunger_bar__minus_02_dot_09_bar__plus_00_dot_37_bar__minus_03_dot_10 loc_bar__minus_5_bar__minus_14_bar_3_bar_30)
        (pickupable Plunger_bar__minus_02_dot_09_bar__plus_00_dot_37_bar__minus_03_dot_10)
        (objectType Towel_bar__minus_02_dot_46_bar__plus_00_dot_17_bar__minus_02_dot_67 TowelType)
        (inReceptacle Towel_bar__minus_02_dot_46_bar__plus_00_dot_17_bar__minus_02_dot_67 TowelHolder_bar__minus_02_dot_42_bar__plus_00_dot_15_bar__minus_02_dot_74)
        (objectAtLocation Towel_bar__minus_02_dot_46_bar__plus_00_dot_17_bar__minus_02_dot_67 loc_bar__minus_10_bar__minus_11_bar_1_bar_30)
        (pickupable Towel_bar__minus_02_dot_46_bar__plus_00_dot_17_bar__minus_02_dot_67)
        (objectType Towel_bar__minus_02_dot_30_bar__plus_00_dot_18_bar__minus_02_dot_91 TowelType)
        (inReceptacle Towel_bar__minus_02_dot_30_bar__plus_00_dot_18_bar__minus_02_dot_91 TowelHolder_bar__minus_02_dot_42_bar__plus_00_dot_15_bar__minus_02_dot_74)
        (objectAtLocation Towel_bar__minus_02_dot_30_bar__plus_00_dot_18_bar__minus_02_dot_91 loc_bar__minus_10_bar__minus_11_bar_1_bar_30)
        (pickupable Towel_bar__minus_02_dot_30_bar__plus_00_dot_18_bar__minus_02_dot_91)
        (objectType SoapBottle_bar__minus_00_dot_60_bar__plus_00_dot_27_bar__minus_03_dot_00 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_60_bar__plus_00_dot_27_bar__minus_03_dot_00 Toilet_bar__minus_00_dot_45_bar__plus_00_dot_00_bar__minus_03_dot_05)
        (objectAtLocation SoapBottle_bar__minus_00_dot_60_bar__plus_00_dot_27_bar__minus_03_dot_00 loc_bar__minus_3_bar__minus_14_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_60_bar__plus_00_dot_27_bar__minus_03_dot_00)
        (objectType SoapBar_bar__minus_00_dot_20_bar__plus_00_dot_17_bar__minus_03_dot_21 SoapBarType)
        (inReceptacle SoapBar_bar__minus_00_dot_20_bar__plus_00_dot_17_bar__minus_03_dot_21 Toilet_bar__minus_00_dot_45_bar__plus_00_dot_00_bar__minus_03_dot_05)
        (objectAtLocation SoapBar_bar__minus_00_dot_20_bar__plus_00_dot_17_bar__minus_03_dot_21 loc_bar__minus_3_bar__minus_14_bar_1_bar_30)
        (cleanable SoapBar_bar__minus_00_dot_20_bar__plus_00_dot_17_bar__minus_03_dot_21)
        (pickupable SoapBar_bar__minus_00_dot_20_bar__plus_00_dot_17_bar__minus_03_dot_21)
        (objectType SoapBar_bar__minus_02_dot_58_bar__plus_01_dot_01_bar__minus_03_dot_16 SoapBarType)
        (inReceptacle SoapBar_bar__minus_02_dot_58_bar__plus_01_dot_01_bar__minus_03_dot_16 CounterTop_bar__minus_02_dot_63_bar__plus_00_dot_84_bar__minus_03_dot_04)
        (objectAtLocation SoapBar_bar__minus_02_dot_58_bar__plus_01_dot_01_bar__minus_03_dot_16 loc_bar__minus_7_bar__minus_12_bar_3_bar_30)
        (cleanable SoapBar_bar__minus_02_dot_58_bar__plus_01_dot_01_bar__minus_03_dot_16)
        (pickupable SoapBar_bar__minus_02_dot_58_bar__plus_01_dot_01_bar__minus_03_dot_16)
        (objectType ToiletPaper_bar__minus_00_dot_58_bar__plus_00_dot_27_bar__minus_03_dot_05 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_00_dot_58_bar__plus_00_dot_27_bar__minus_03_dot_05 Toilet_bar__minus_00_dot_45_bar__plus_00_dot_00_bar__minus_03_dot_05)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_58_bar__plus_00_dot_27_bar__minus_03_dot_05 loc_bar__minus_3_bar__minus_14_bar_1_bar_30)
        (pickupable ToiletPaper_bar__minus_00_dot_58_bar__plus_00_dot_27_bar__minus_03_dot_05)
        (objectType ToiletPaper_bar__minus_02_dot_36_bar__plus_00_dot_37_bar__minus_02_dot_21 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_02_dot_36_bar__plus_00_dot_37_bar__minus_02_dot_21 Cabinet_bar__minus_02_dot_30_bar__plus_00_dot_35_bar__minus_02_dot_25)
        (objectAtLocation ToiletPaper_bar__minus_02_dot_36_bar__plus_00_dot_37_bar__minus_02_dot_21 loc_bar__minus_4_bar__minus_12_bar_3_bar_30)
        (pickupable ToiletPaper_bar__minus_02_dot_36_bar__plus_00_dot_37_bar__minus_02_dot_21)
        (objectType Cloth_bar__minus_01_dot_86_bar__plus_00_dot_35_bar__minus_03_dot_60 ClothType)
        (inReceptacle Cloth_bar__minus_01_dot_86_bar__plus_00_dot_35_bar__minus_03_dot_60 GarbageCan_bar__minus_02_dot_14_bar__plus_00_dot_28_bar__minus_03_dot_59)
        (objectAtLocation Cloth_bar__minus_01_dot_86_bar__plus_00_dot_35_bar__minus_03_dot_60 loc_bar__minus_9_bar__minus_14_bar_0_bar_60)
        (cleanable Cloth_bar__minus_01_dot_86_bar__plus_00_dot_35_bar__minus_03_dot_60)
        (pickupable Cloth_bar__minus_01_dot_86_bar__plus_00_dot_35_bar__minus_03_dot_60)
        (objectType SprayBottle_bar__minus_00_dot_25_bar__plus_00_dot_19_bar__minus_02_dot_88 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_00_dot_25_bar__plus_00_dot_19_bar__minus_02_dot_88 Toilet_bar__minus_00_dot_45_bar__plus_00_dot_00_bar__minus_03_dot_05)
        (objectAtLocation SprayBottle_bar__minus_00_dot_25_bar__plus_00_dot_19_bar__minus_02_dot_88 loc_bar__minus_3_bar__minus_14_bar_1_bar_30)
        (pickupable SprayBottle_bar__minus_00_dot_25_bar__plus_00_dot_19_bar__minus_02_dot_88)
        (canContain CabinetType ClothType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType ClothType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (canContain TowelHolderType TowelType)
        (atLocation agent1 loc_bar__minus_3_bar__minus_14_bar_3_bar_30)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 HandTowelType)
                                    (receptacleType ?r SinkBasinType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 HandTowelType)
                                            (receptacleType ?r SinkBasinType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            